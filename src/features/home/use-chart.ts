import { useEffect, useRef } from "react";
import type { ChartConfiguration } from "chart.js";
import { Chart, themeColours, type ChartColours } from "./chart-registry";

/**
 * Draws a chart on the returned canvas and redraws it when `build`'s inputs change (the caller memoises
 * it). The chart is destroyed on unmount, which frees its canvas and listeners.
 */
export function useChart(build: (colours: ChartColours) => ChartConfiguration) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const chart = new Chart(element, build(themeColours(element)));
    return () => chart.destroy();
  }, [build]);
  return canvas;
}
