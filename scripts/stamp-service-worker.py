#!/usr/bin/env python3
"""Writes the site's service worker from its template, stamped with this build's files.

usage: scripts/stamp-service-worker.py TEMPLATE SITE_DIR FILE...
writes SITE_DIR/sw.js: the template with {{CACHE}} replaced by a name made of a hash of the
FILEs' names and contents (and of the template), and {{FILES}} by the FILEs as a JSON list.
A build that changes any file gets a new cache name, so browsers install the new worker,
which precaches the new files and deletes the old cache (see docs/offline.md).
"""
import hashlib
import json
import os
import sys


def main():
    if len(sys.argv) < 4:
        sys.exit('usage: stamp-service-worker.py TEMPLATE SITE_DIR FILE...')
    template_path, site, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(template_path, encoding='utf-8') as f:
        template = f.read()
    digest = hashlib.sha256(template.encode('utf-8'))
    for name in files:
        with open(os.path.join(site, name), 'rb') as f:
            content = f.read()
        digest.update(name.encode('utf-8') + b'\0' + str(len(content)).encode('ascii') + b'\0')
        digest.update(content)
    cache = 'site-' + digest.hexdigest()[:16]
    if '{{CACHE}}' not in template or '{{FILES}}' not in template:
        sys.exit(f'{template_path}: no {{{{CACHE}}}} or {{{{FILES}}}} to fill in')
    worker = template.replace('{{CACHE}}', cache).replace('{{FILES}}', json.dumps(files))
    out = os.path.join(site, 'sw.js')
    # Rewrite only on change, so an unchanged build leaves the file (and its time) alone.
    if os.path.exists(out):
        with open(out, encoding='utf-8') as f:
            if f.read() == worker:
                return
    with open(out, 'w', encoding='utf-8') as f:
        f.write(worker)


if __name__ == '__main__':
    main()
