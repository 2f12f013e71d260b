/* global console, performance, process, setTimeout */
// The liveness probe of the mixed-load figures, in a process of its own so that the load generator's busy
// event loop never delays it: GET <url> every <interval> ms on one keep-alive connection of its own, until
// stdin closes; then one JSON line with the latencies (ms) and the failures (non-2xx, errors, timeouts).
import { Agent, get } from "node:http";

const [url, intervalArg = "50", timeoutArg = "5000"] = process.argv.slice(2);
const interval = Number(intervalArg);
const timeout = Number(timeoutArg);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let failures = 0;
let running = true;
process.stdin.on("end", () => (running = false));
process.stdin.resume();

const probe = () =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = get(url, { agent, timeout }, (res) => {
      res.resume();
      res.on("end", () => {
        latencies.push(performance.now() - started);
        if (res.statusCode < 200 || res.statusCode > 299) failures++;
        resolve();
      });
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => {
      latencies.push(performance.now() - started);
      failures++;
      resolve();
    });
  });

console.log("probing");
while (running) {
  const started = performance.now();
  await probe();
  const wait = interval - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
agent.destroy();
console.log(JSON.stringify({ latencies, failures }));
