import { startProviderStub } from "./barcode-providers";

/**
 * Runs the provider stub as its own process for e2e tests:
 *   tsx test/stubs/run-barcode-stub.ts [port]      (or BARCODE_STUB_PORT; 0 or none = a free port)
 * Prints the stub's URL on the first line and the service env that points at it on the next, then
 * serves until SIGINT/SIGTERM. Image URLs are local http ones: the service (using the real fetch) never
 * downloads them, so nothing leaves the machine.
 */
const port = Number(process.argv[2] ?? process.env.BARCODE_STUB_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`usage: run-barcode-stub.ts [port]; got ${JSON.stringify(process.argv[2])}`);
  process.exit(2);
}
const stub = await startProviderStub({ port, localImages: true });
console.log(stub.url);
console.log(JSON.stringify(stub.env()));
const stop = () => void stub.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
