// Seeds for the fuzzers from simulator records (one record per line in the file given): each
// record alone (record, json), and for the saved-data and backup readers the entries a device
// keeps, built from those records' games. usage: node make-corpus.js RECORDS.jsonl CORPUS_DIR
'use strict';
const fs = require('fs');
const path = require('path');

const [records, corpus] = process.argv.slice(2);
const write = (kind, name, text) => fs.writeFileSync(path.join(corpus, kind, name), text);
const lines = fs.readFileSync(records, 'utf8').split('\n').filter(Boolean);
lines.forEach((line, i) => {
  const record = JSON.parse(line);
  const game = record.game;
  write('record', `${game}-${i}`, line);
  write('json', `${game}-${i}`, line);
  const scores = record.final_scores.length ? record.final_scores : [0];
  const stats = { format: 'allclear-stats', version: 1, game, played: 1, won: 1, best: scores[0], total: scores[0],
                  recent: [{ date: '2026-11-27', score: scores[0], won: true }] };
  const daily = { format: 'allclear-daily', version: 1, game, days: [] };
  const setup = { format: 'allclear-setup', version: 1, players: record.players.length,
                  seats: record.players.map((kind, p) => ({ name: (record.names || [])[p] || `P${p + 1}`, kind: kind === 'random' ? 'quick' : kind })),
                  parameters: Object.fromEntries(Object.entries(record.parameters).filter(([k]) => k !== 'players')) };
  write('saved', `${game}-stats-${i}`, JSON.stringify(stats));
  write('saved', `${game}-daily-${i}`, JSON.stringify(daily));
  write('saved', `${game}-setup-${i}`, JSON.stringify(setup));
  const data = { [`allclear.${game}.game`]: line, [`allclear.${game}.results.v1`]: `${line}\n`,
                 [`allclear.${game}.stats.v1`]: JSON.stringify(stats) };
  write('backup', `${game}-${i}`, JSON.stringify({ format: 'allclear-backup', version: 1, exported: '2026-11-27', data }));
});
write('saved', 'settings', JSON.stringify({ format: 'allclear-settings', version: 1, botPace: 'normal', reducedMotion: 'auto' }));
