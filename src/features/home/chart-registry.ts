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

/** The page's colours as the charts need them (canvas cannot read CSS variables itself). */
export function themeColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { accent: read("--accent", "#1f5fbf"), text: read("--text", "#1c1d1f"), grid: read("--border", "#c9cbd1") };
}
