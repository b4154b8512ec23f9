// All Clear's service worker: the site plays offline once it has been opened.
// The build (scripts/stamp-service-worker.py) fills in CACHE, named after a content hash of
// the site's files, and FILES, the site's files; see docs/offline.md.
//  - install: precaches every file of this build in a cache of its own;
//  - activate: deletes the caches of older builds at this scope and takes over open pages;
//  - fetch: the site's own files come from the cache first, everything else from the network.
'use strict';

const CACHE = '{{CACHE}}';
const FILES = {{FILES}};
// Several sites can share one origin (GitHub Pages: one per repository), so caches are named
// after this worker's scope and only this scope's older caches are deleted.
const SCOPE = new URL('./', self.location).href;
const PREFIX = 'allclear ' + SCOPE + ' ';
const NAME = PREFIX + CACHE;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(NAME);
    // 'no-cache': check with the server, never precache an older copy from the HTTP cache.
    await cache.addAll(FILES.map((file) => new Request(file, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== NAME)
                           .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  const url = new URL(request.url);
  // The scope itself ("/allclear/") is the page: answer it with index.html.
  const key = url.origin + url.pathname === SCOPE ? SCOPE + 'index.html' : url.origin + url.pathname;
  event.respondWith((async () => {
    const cache = await caches.open(NAME);
    const hit = await cache.match(key);
    return hit || fetch(request);
  })());
});
