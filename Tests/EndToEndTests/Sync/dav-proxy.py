"""A CardDAV proxy for the end-to-end tests, in front of a real server on
127.0.0.1: it forwards every request as it is, but

- with --refuse-sync-collection, answers a REPORT sync-collection with 403
  (a server without RFC 6578), counting them in FOLDER/refused;
- with --hold KIND:N (KIND is multiget or put), once forwards the Nth
  request of that kind, then holds its answer: it writes FOLDER/holding and
  waits for FOLDER/release; it then sends the answer, or with --drop closes
  the connection without it (an answer lost: the server killed meanwhile);
- counts the addressbook-multiget reports it forwards in FOLDER/multiget;
- when the server cannot be reached, closes the connection without answer.

It prints its port, then serves until killed."""

import argparse, http.client, http.server, os, threading, time

arguments = argparse.ArgumentParser()
arguments.add_argument("--upstream", type=int, required=True, help="the server's port on 127.0.0.1")
arguments.add_argument("--folder", required=True)
arguments.add_argument("--refuse-sync-collection", action="store_true")
arguments.add_argument("--hold", default=None)
arguments.add_argument("--drop", action="store_true")
options = arguments.parse_args()
hold_kind, hold_at = (options.hold.split(":")[0], int(options.hold.split(":")[1])) if options.hold else (None, 0)
lock = threading.Lock()
counts = {"multiget": 0, "put": 0, "refused": 0}


def kind(method, body):
    if method == "REPORT" and b"addressbook-multiget" in body:
        return "multiget"
    if method == "REPORT" and b"sync-collection" in body:
        return "sync-collection"
    return "put" if method == "PUT" else None


class Proxy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *_):
        pass

    def forward(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        request_kind = kind(self.command, body)
        if options.refuse_sync_collection and request_kind == "sync-collection":
            with lock:
                counts["refused"] += 1
                with open(os.path.join(options.folder, "refused"), "w") as file:
                    file.write(str(counts["refused"]))
            self.send_response(403)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        with lock:
            if request_kind in counts:
                counts[request_kind] += 1
            if request_kind == "multiget":
                with open(os.path.join(options.folder, "multiget"), "w") as file:
                    file.write(str(counts["multiget"]))
            held = hold_kind is not None and request_kind == hold_kind and counts[hold_kind] == hold_at
        try:
            upstream = http.client.HTTPConnection("127.0.0.1", options.upstream, timeout=60)
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("connection", "keep-alive")}
            upstream.request(self.command, self.path, body=body, headers=headers)
            answer = upstream.getresponse()
            answer_body = answer.read()
            upstream.close()
        except OSError:
            self.close_connection = True
            return
        if held:
            open(os.path.join(options.folder, "holding"), "w").close()
            while not os.path.exists(os.path.join(options.folder, "release")):
                time.sleep(0.02)
            if options.drop:
                self.close_connection = True
                return
        self.send_response(answer.status, answer.reason)
        for name, value in answer.getheaders():
            if name.lower() not in ("connection", "keep-alive", "transfer-encoding", "content-length"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(answer_body)))
        self.end_headers()
        self.wfile.write(answer_body)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_OPTIONS = do_MKCOL = do_HEAD = do_PROPPATCH = forward


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
print(server.server_address[1], flush=True)
server.serve_forever()
