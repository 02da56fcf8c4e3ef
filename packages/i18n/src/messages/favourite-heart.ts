/**
 * The heart (a favourite article) and the add-to-list button on product pages, tiles and cart lines: a
 * section of its own, since it ships with every page that shows a tile. Part of the one catalogue in ../messages.ts.
 */
export const favouriteHeartMessages = {
  'lists.heart.add': 'Spara {name} som favorit',
  'lists.heart.remove': 'Ta bort {name} från favoriter',
  'lists.heart.close_alert': 'Stäng meddelandet',
  'lists.add_to_list': 'Lägg i inköpslista',
  'lists.add_to_list_label': 'Lägg {name} i en inköpslista',
  'lists.save_order': 'Spara ordern som lista',
} as const
