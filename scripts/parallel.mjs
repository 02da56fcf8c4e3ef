#!/usr/bin/env node
/**
 * `node scripts/parallel.mjs 'cmd 1' 'cmd 2' …`: runs independent commands at once (CI time: the
 * Playwright suite waits on its server and browser for about a third of the time on 2 cores, and Vitest
 * and the several-instance tests fill it: 24.5 min one after the other, 19.7 at once). The first
 * command's output streams as it comes; each other's is kept and printed whole when it ends, so no two
 * reports interleave. Exits 1 when any command failed, naming it.
 */
import { spawn } from 'node:child_process'

const commands = process.argv.slice(2)
const results = await Promise.all(
  commands.map(
    (command, i) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: i === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
        const kept = []
        child.stdout?.on('data', (chunk) => kept.push(chunk))
        child.stderr?.on('data', (chunk) => kept.push(chunk))
        child.on('exit', (code, signal) => {
          if (kept.length) process.stdout.write(`\n── ${command} ──\n${Buffer.concat(kept).toString()}`)
          resolve({ command, code: code ?? signal })
        })
      }),
  ),
)
const failed = results.filter((result) => result.code !== 0)
for (const { command, code } of failed) console.error(`failed (${code}): ${command}`)
process.exit(failed.length ? 1 : 0)
