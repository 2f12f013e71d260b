import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** Placeholder page until the admin SPA lands (issue 3). */
function App() {
  return (
    <main>
      <h1>Inventory</h1>
      <p>The inventory service is running. The admin interface is on its way.</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
