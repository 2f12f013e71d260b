import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

// Only what the home page draws is registered, so the bundler leaves the rest of chart.js out.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export { Chart };

export interface ChartColours {
  accent: string;
  text: string;
  grid: string;
}

/**
 * The page's colours as the charts need them (canvas cannot read CSS variables itself). The tokens are
 * `light-dark()` pairs, so each is resolved through a probe element's computed colour in the active theme.
 */
export function themeColours(element: Element): ChartColours {
  const probe = document.createElement("span");
  element.parentElement?.append(probe);
  const read = (name: string, fallback: string) => {
    probe.style.color = `var(${name}, ${fallback})`;
    return getComputedStyle(probe).color;
  };
  const colours = {
    accent: read("--accent", "#1f5fbf"),
    text: read("--text", "#1c1d1f"),
    grid: read("--border", "#c9cbd1"),
  };
  probe.remove();
  return colours;
}
