import { DatePicker, Form } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

const FORMAT = 'YYYY-MM-DD HH:mm:ss'
export type Range = [Dayjs, Dayjs]

/** The form's range from a record's start and end (tenant-local `yyyy-MM-dd HH:mm:ss`). */
export const rangeOf = (r: { startTime: string; endTime: string }): Range => [
  dayjs(r.startTime),
  dayjs(r.endTime),
]

/** The call's start and end from the form's range. */
export const scheduleOf = ([start, end]: Range) => ({
  startTime: start.format(FORMAT),
  endTime: end.format(FORMAT),
})

/** The schedule field: a start and end time, both required. */
export function ScheduleItem() {
  const { t } = useTranslation()
  return (
    <Form.Item
      name="schedule"
      label={t('cardsSchedule')}
      rules={[{ required: true, message: t('cardsPickSchedule') }]}
    >
      <DatePicker.RangePicker showTime format={FORMAT} placeholder={[t('cardsStart'), t('cardsEnd')]} />
    </Form.Item>
  )
}
