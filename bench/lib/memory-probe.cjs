/**
 * Preloaded into the benchmark server (NODE_OPTIONS=--require …/memory-probe.cjs, bench:soak): on
 * SIGUSR2 it writes this process's process.memoryUsage() to MEMORY_PROBE_DIR/<pid>.json. RSS is read
 * from /proc by the benchmark itself; only the process knows how much of it is V8's heap and how much
 * is memory V8 merely knows of (Buffers, external strings): that split tells a JavaScript cache from
 * native memory (libsql's statements, the allocator's free lists).
 *
 * A signal rather than a timer: the snapshot is taken exactly between two blocks of requests, and
 * the server does nothing at all in between. When MEMORY_PROBE_DIR/mode reads `gc` at the signal, a
 * full garbage collection runs after the first reading and a second reading follows: what the next
 * major GC would free, against what something still holds. Without MEMORY_PROBE_DIR this file does
 * nothing, so a child process that inherits NODE_OPTIONS is not affected.
 */
const fs = require('node:fs')
const path = require('node:path')

const dir = process.env.MEMORY_PROBE_DIR

function fullGc() {
  // --expose-gc cannot be given in NODE_OPTIONS on Node 20; the flag set at run time gives a new
  // context its gc(), which collects the whole heap as the global one would.
  require('node:v8').setFlagsFromString('--expose-gc')
  return require('node:vm').runInNewContext('gc')
}

if (dir) {
  process.on('SIGUSR2', () => {
    let mode = ''
    try {
      mode = fs.readFileSync(path.join(dir, 'mode'), 'utf8').trim()
    } catch {}
    const snapshot = { pid: process.pid, at: Date.now(), usage: process.memoryUsage() }
    if (mode === 'gc') {
      fullGc()()
      snapshot.afterGc = process.memoryUsage()
    }
    const file = path.join(dir, `${process.pid}.json`)
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(snapshot))
    fs.renameSync(`${file}.tmp`, file)
  })
}
