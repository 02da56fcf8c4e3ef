import * as migration_20261122_160218_init from './20261122_160218_init';

export const migrations = [
  {
    up: migration_20261122_160218_init.up,
    down: migration_20261122_160218_init.down,
    name: '20261122_160218_init'
  },
];
