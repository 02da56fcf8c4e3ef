import * as migration_20261122_163751_init from './20261122_163751_init';

export const migrations = [
  {
    up: migration_20261122_163751_init.up,
    down: migration_20261122_163751_init.down,
    name: '20261122_163751_init'
  },
];
