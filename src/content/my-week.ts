/** The words of a member's own week of saved classes (the /account page). */

/** A class date, each part already spelled out by Intl in the content's language. */
export interface ClassDateParts {
  weekday: string;
  day: string;
  month: string;
  /** 24-hour, as the gym's clock shows it, e.g. "9:00". */
  time: string;
}

export interface MyWeekContent {
  /** The next date of a saved class, e.g. "next: Monday 24 November, 9:00" (the parts spelled by Intl in the page's language). */
  nextClass: (date: ClassDateParts) => string;
}

export const myWeek: MyWeekContent = {
  nextClass: ({ weekday, day, month, time }) => `next: ${weekday} ${day} ${month}, ${time}`,
};
