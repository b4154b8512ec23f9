#!/bin/bash
# Builds the site and serves build/site on http://127.0.0.1:8080 (.wasm as application/wasm).
# usage: scripts/serve.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${1:-8080}
scripts/build-web.sh
echo "All Clear: http://127.0.0.1:$PORT/"
exec /usr/bin/python3 - "$PORT" <<'PY'
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".webmanifest": "application/manifest+json",
                      ".js": "text/javascript"}
port = int(sys.argv[1])
handler = functools.partial(Handler, directory="build/site")
http.server.ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()
PY
