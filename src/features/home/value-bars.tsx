import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ChartConfiguration } from "chart.js";
import { formatAxisMoney, formatMoney } from "../../components/format/money";
import { ChartCard } from "./chart-card";
import { useChart } from "./use-chart";
import type { ChartColours } from "./chart-registry";

/** Bars beyond this many would be unreadable; the table view still lists every one. */
const MAX_BARS = 12;

/** One bar: a location or a tag and its amount. */
export interface Bar {
  id: string;
  name: string;
  value: number;
}

interface Props {
  title: string;
  what: "locations" | "tags";
  totals: Bar[];
  currency: string;
}

/** An amount per location or per tag as horizontal bars, largest first. */
export function ValueBars({ title, what, totals, currency }: Props) {
  const { t } = useLingui();
  const shown = totals.slice(0, MAX_BARS);
  const money = (n: number) => formatMoney(n, currency);
  // `totals` keeps its identity while the query's data is unchanged, so the chart is drawn once per answer.
  const build = useCallback(
    (colours: ChartColours): ChartConfiguration => {
      const bars = totals.slice(0, MAX_BARS);
      return {
        type: "bar",
        data: {
          labels: bars.map((t) => t.name),
          datasets: [{ label: title, data: bars.map((t) => t.value), backgroundColor: colours.accent }],
        },
        options: {
          indexAxis: "y",
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: {
              ticks: { color: colours.text, callback: (n) => formatAxisMoney(n, currency) },
              grid: { color: colours.grid },
            },
            y: { ticks: { color: colours.text }, grid: { display: false } },
          },
        },
      };
    },
    [totals, title, currency],
  );
  const canvas = useChart(build);
  const top = shown[0];
  const count = shown.length;
  const topName = top?.name ?? "";
  const topValue = top ? money(top.value) : "";
  const summary = top ? t`${title}: ${count} bars; the most valuable is ${topName} with ${topValue}.` : title;
  return (
    <ChartCard
      title={title}
      summary={summary}
      columns={[what === "tags" ? t`Tag` : t`Location`, what === "tags" ? t`Purchase prices` : t`Value`]}
      rows={totals.map((t) => ({ label: t.name, value: money(t.value) }))}
      empty={
        what === "tags"
          ? t`No tags hold items with a purchase price yet.`
          : t`No locations hold items with a value yet.`
      }
    >
      <canvas ref={canvas} style={{ height: `${Math.max(120, shown.length * 28)}px` }} />
    </ChartCard>
  );
}
