/**
 * Every class the gym teaches, by the name visitors see. The contact form's class select
 * lists them (the spec's nine first, in its order, then the three it omits but the classes
 * page and timetable offer), so every "join" link can preselect its class.
 */
export const gymClassNames = [
  'Body Building',
  'Boxing',
  'Running',
  'Fitness',
  'Yoga',
  'Workout',
  'Karate',
  'Meditation',
  'Cycling',
  'Crossfit',
  'Power Lifting',
  'Mma',
] as const;

export type GymClassName = (typeof gymClassNames)[number];

export function isGymClassName(value: string): value is GymClassName {
  return (gymClassNames as readonly string[]).includes(value);
}
