#!/usr/bin/env node
/**
 * `node scripts/parallel.mjs 'cmd 1' 'cmd 2' …`: runs independent commands at once (CI time: the
 * Playwright suite and the several-instance tests each wait on servers much of the time). The first
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
