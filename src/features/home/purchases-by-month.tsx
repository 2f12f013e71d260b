import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ChartConfiguration } from "chart.js";
import type { PurchasesByMonth as Answer } from "../../../contract/value-statistics";
import { formatAxisMoney, formatMoney } from "../../components/format/money";
import { userLocale } from "../../components/format/locale";
import { ChartCard } from "./chart-card";
import { useChart } from "./use-chart";
import type { ChartColours } from "./chart-registry";

/** "Nov 2026" in the user's language, for a `YYYY-MM` month. */
function monthName(month: string) {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(userLocale(), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, m - 1, 1),
  );
}

/** What was bought in each of the last twelve months, as bars on a money axis. */
export function PurchasesByMonth({ data }: { data: Answer }) {
  const { t } = useLingui();
  const currency = data.currency.toUpperCase();
  const title = t`Bought per month`;
  // `data` keeps its identity while the query's answer is unchanged, so the chart is drawn once per answer.
  const build = useCallback(
    (colours: ChartColours): ChartConfiguration => ({
      type: "bar",
      data: {
        labels: data.months.map((m) => monthName(m.month)),
        datasets: [{ label: title, data: data.months.map((m) => m.value), backgroundColor: colours.accent }],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { ticks: { color: colours.text }, grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: { color: colours.text, callback: (n) => formatAxisMoney(n, currency) },
            grid: { color: colours.grid },
          },
        },
      },
    }),
    [data, title, currency],
  );
  const canvas = useChart(build);
  const money = (n: number) => formatMoney(n, currency);
  const bought = data.months.filter((m) => m.value !== 0);
  const total = money(bought.reduce((sum, m) => sum + m.value, 0));
  const top = bought.reduce<(typeof bought)[number] | undefined>(
    (a, m) => (a && a.value >= m.value ? a : m),
    undefined,
  );
  const topMonth = top ? monthName(top.month) : "";
  const topValue = top ? money(top.value) : "";
  return (
    <ChartCard
      title={t`Purchases over time`}
      summary={t`Bought per month over the last twelve months: ${total} in all; the most in ${topMonth}, ${topValue}.`}
      columns={[t`Month`, t`Bought`]}
      rows={bought.map((m) => ({ label: monthName(m.month), value: money(m.value) }))}
      empty={t`Nothing was bought in the last twelve months.`}
    >
      <canvas ref={canvas} style={{ height: "220px" }} />
    </ChartCard>
  );
}
