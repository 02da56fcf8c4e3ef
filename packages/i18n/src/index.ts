export {
  CURRENCY,
  type DateInput,
  type DateStyle,
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  LOCALE,
  type MoneyOptions,
  type NumberOptions,
  TIME_ZONE,
  WEEKDAY_LABELS,
  type WeekdayLabel,
  weekdayLabel,
} from './format'
export { type MessageKey, type Messages, messages } from './messages'
export {
  interpolate,
  isMessageKey,
  type MessageParams,
  type ParamValue,
  type Placeholders,
  type TArgs,
  t,
  translate,
} from './t'
