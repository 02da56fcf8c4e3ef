import * as migration_20261122_160231_init from './20261122_160231_init';

export const migrations = [
  {
    up: migration_20261122_160231_init.up,
    down: migration_20261122_160231_init.down,
    name: '20261122_160231_init'
  },
];
