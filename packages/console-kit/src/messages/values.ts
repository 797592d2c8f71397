// How the console writes values: times, durations, a record's raw JSON.
export const valueMessages = {
  'format.dateTime': '{date} {time}',
  'format.milliseconds': '{value} ms',
  'format.seconds': '{value} s',
  'format.minutes': '{minutes} min {seconds} s',
  'format.hours': '{hours} h {minutes} min',
  'fields.raw': 'Raw JSON',
} as const;
