// Applies the theme chosen in the account settings (src/features/settings/theme.ts) before the first paint:
// "light" or "dark" in localStorage wins over the system's scheme; nothing stored follows the system.
/* global document, localStorage */
(function () {
  try {
    var theme = localStorage.getItem("inventory.theme");
    if (theme !== "light" && theme !== "dark") return;
    document.documentElement.dataset.theme = theme;
    document.querySelector('meta[name="color-scheme"]').setAttribute("content", theme);
  } catch {
    // Storage blocked: the system's scheme applies.
  }
})();
