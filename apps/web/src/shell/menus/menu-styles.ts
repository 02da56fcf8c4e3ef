/**
 * Shared by the menus rendered on the server (link lists) and in the browser (the category tree): the
 * stylesheet's component classes (globals.css), one short class on each of a menu's many links.
 */

/** A link in the header's menu panels. */
// The hover colour is a utility of its own, so it wins over a link's own colour (a utility too).
export const menuLinkStyle = 'menu-link hover:text-primary'

/**
 * A panel's top link (a top category), and a link of a panel's lists (services, extra, with its
 * chevron). Nothing else sets these links' colour, so their hover colour is in the class.
 */
export const menuTopLinkStyle = 'menu-top-link'
export const menuListLinkStyle = 'menu-list-link'

/** A row of the mobile nav: a touch target 44 px high. */
export const mobileRowStyle = 'menu-row'
