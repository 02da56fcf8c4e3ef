import * as migration_20261122_163741_init from './20261122_163741_init';

export const migrations = [
  {
    up: migration_20261122_163741_init.up,
    down: migration_20261122_163741_init.down,
    name: '20261122_163741_init'
  },
];
