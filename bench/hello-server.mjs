/* global Buffer, console */
// The ceiling: a bare node:http server answering a small JSON body, measured in the same run as the service.
import { createServer } from "node:http";

const body = JSON.stringify({ hello: "world" });
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
