import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ChartConfiguration } from "chart.js";
import type { ValueOverTime } from "../../../contract/statistics";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { ChartCard } from "./chart-card";
import { useChart } from "./use-chart";
import type { ChartColours } from "./chart-registry";

/** The running value of the inventory, day by day, starting from what it was worth at the range's start. */
function runningValue(data: ValueOverTime) {
  let value = data.valueAtStart;
  return data.entries.map((e) => {
    value += e.value;
    return { day: e.date.slice(0, 10), bought: e.value, value };
  });
}

export function PurchasesLine({ data, currency }: { data: ValueOverTime; currency: string }) {
  const { t } = useLingui();
  const points = runningValue(data);
  const valueLabel = t`Value`;
  // `data` keeps its identity while the query's answer is unchanged, so the chart is drawn once per answer.
  const build = useCallback(
    (colours: ChartColours): ChartConfiguration => {
      const series = runningValue(data);
      return {
        type: "line",
        data: {
          labels: series.map((p) => formatDate(p.day)),
          datasets: [
            { label: valueLabel, data: series.map((p) => p.value), borderColor: colours.accent, tension: 0.2 },
          ],
        },
        options: {
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: { ticks: { color: colours.text }, grid: { color: colours.grid } },
            y: { ticks: { color: colours.text }, grid: { color: colours.grid } },
          },
        },
      };
    },
    [data, valueLabel],
  );
  const canvas = useChart(build);
  const money = (n: number) => formatMoney(n, currency);
  const from = money(data.valueAtStart);
  const to = money(data.valueAtEnd);
  const summary = t`Purchases over the last twelve months: the inventory's value rose from ${from} to ${to}.`;
  return (
    <ChartCard
      title={t`Purchases over time`}
      summary={summary}
      columns={[t`Day`, t`Bought`]}
      rows={points.map((p) => ({ label: formatDate(p.day), value: money(p.bought) }))}
      empty={t`Nothing was bought in the last twelve months.`}
    >
      <canvas ref={canvas} style={{ height: "220px" }} />
    </ChartCard>
  );
}
