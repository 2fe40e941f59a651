// Athlete pictograms in the tradition of sports-event signage: a round head floating above a
// thick torso and limbs with round ends. A pose is a handful of segment angles; the skeleton
// turns them into joints, the renderer into strokes. Far-side limbs take a second tone and the
// near side is cut out with a thin gap, so limbs that cross still read.
import { el, num, type Point, polyline } from './svg';

/** Degrees: 0 points down, 90 forward (right), 180 up, -90 back (left). */
export type Angle = number;

export interface Limb {
  /** Upper arm or thigh. */
  upper: Angle;
  /** Forearm or shin. */
  lower: Angle;
}

export interface Pose {
  /** From hips to neck: 180 is upright, 165 leans forward. */
  torso: Angle;
  /** Head tilt relative to the torso line. */
  head?: Angle;
  nearArm: Limb;
  farArm: Limb;
  nearLeg: Limb;
  farLeg: Limb;
  /** Seen from the front: shoulders and hips get width, near = left of the picture. */
  frontal?: boolean;
}

export const BODY = {
  headRadius: 0.64,
  neckGap: 0.2,
  torso: 2.75,
  upperArm: 1.5,
  foreArm: 1.45,
  thigh: 1.95,
  shin: 1.95,
  limbWidth: 0.86,
  torsoWidth: 1.22,
  shoulderHalfWidth: 0.62,
  hipHalfWidth: 0.36,
} as const;

export interface Joints {
  head: Point;
  neck: Point;
  hip: Point;
  near: { shoulder: Point; elbow: Point; hand: Point; hip: Point; knee: Point; foot: Point };
  far: { shoulder: Point; elbow: Point; hand: Point; hip: Point; knee: Point; foot: Point };
}

function direction(angle: Angle): Point {
  const radians = (angle * Math.PI) / 180;
  return [Math.sin(radians), Math.cos(radians)];
}

function step(from: Point, angle: Angle, length: number): Point {
  const [dx, dy] = direction(angle);
  return [from[0] + dx * length, from[1] + dy * length];
}

/** Joint positions with the hip centre at (0, 0). */
export function skeleton(pose: Pose): Joints {
  const hip: Point = [0, 0];
  const neck = step(hip, pose.torso, BODY.torso);
  const head = step(neck, pose.torso + (pose.head ?? 0), BODY.neckGap + BODY.headRadius + BODY.torsoWidth / 2);
  const shoulderCentre = step(neck, pose.torso, -0.2);
  const side = (sign: -1 | 1, arm: Limb, leg: Limb) => {
    // Frontal figures spread shoulders and hips sideways (perpendicular to the torso).
    const shoulder = pose.frontal
      ? step(shoulderCentre, pose.torso - 90, sign * BODY.shoulderHalfWidth)
      : shoulderCentre;
    const sideHip = pose.frontal ? step(hip, pose.torso - 90, sign * BODY.hipHalfWidth) : hip;
    const elbow = step(shoulder, arm.upper, BODY.upperArm);
    const knee = step(sideHip, leg.upper, BODY.thigh);
    return {
      shoulder,
      elbow,
      hand: step(elbow, arm.lower, BODY.foreArm),
      hip: sideHip,
      knee,
      foot: step(knee, leg.lower, BODY.shin),
    };
  };
  return { head, neck, hip, near: side(-1, pose.nearArm, pose.nearLeg), far: side(1, pose.farArm, pose.farLeg) };
}

export function bounds(joints: Joints) {
  const points = [joints.neck, joints.hip, ...Object.values(joints.near), ...Object.values(joints.far)];
  const pad = BODY.limbWidth / 2;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    minX: Math.min(...xs, joints.head[0] - BODY.headRadius) - pad,
    maxX: Math.max(...xs, joints.head[0] + BODY.headRadius) + pad,
    minY: Math.min(...ys, joints.head[1] - BODY.headRadius) - pad,
    maxY: Math.max(...ys) + pad,
  };
}

export interface FigureStyle {
  fill: string;
  /** Far arm and leg; defaults to `fill`. */
  farFill?: string;
  /** Colour of the thin cut around near limbs: the background behind the figure. */
  gap?: string;
  gapWidth?: number;
}

function stroke(d: string, color: string, width: number): string {
  return el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': num(width),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

/** Draws joints that are already in picture pixels; `unit` is pixels per body unit. */
export function drawFigure(joints: Joints, style: FigureStyle, unit: number, frontal = false): string {
  // Seen from the front, left and right are not near and far: both sides share one tone.
  const farFill = frontal ? style.fill : (style.farFill ?? style.fill);
  const gap = style.gap;
  const gapWidth = (style.gapWidth ?? 0.16) * unit;
  const limbWidth = BODY.limbWidth * unit;
  const torsoWidth = BODY.torsoWidth * unit;
  const arm = (side: Joints['near']) => polyline([side.shoulder, side.elbow, side.hand]);
  const leg = (side: Joints['near']) => polyline([side.hip, side.knee, side.foot]);
  const torso = polyline([joints.hip, joints.neck]);
  // A frontal torso is a solid trapezoid from shoulders to hips; a side one is a single bar.
  const trunk = frontal
    ? polyline([joints.near.shoulder, joints.far.shoulder, joints.far.hip, joints.near.hip], true)
    : torso;
  // Frontal limbs rarely cross the body, and a cut on one side only would look lopsided.
  const cut = (d: string, width: number) => (gap && !frontal ? stroke(d, gap, width + 2 * gapWidth) : '');
  return [
    stroke(`${arm(joints.far)}${leg(joints.far)}`, farFill, limbWidth),
    cut(trunk, torsoWidth),
    el('path', {
      d: trunk,
      fill: style.fill,
      stroke: style.fill,
      'stroke-width': num(torsoWidth),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    cut(leg(joints.near), limbWidth),
    stroke(leg(joints.near), style.fill, limbWidth),
    cut(arm(joints.near), limbWidth),
    stroke(arm(joints.near), style.fill, limbWidth),
    el('circle', { cx: joints.head[0], cy: joints.head[1], r: BODY.headRadius * unit, fill: style.fill }),
  ].join('');
}

export interface Placement {
  /** Horizontal centre of the figure's bounding box, in picture pixels. */
  cx: number;
  /** Where the lowest point lands (feet on the floor). */
  bottom: number;
  /** Bounding-box height in pixels. */
  height: number;
  /** Lying or stretched poses are wider than tall: cap the width too. */
  maxWidth?: number;
  /** Mirror to face left. */
  flip?: boolean;
}

export interface FigureProps {
  /** Drawn behind the body (a bike frame, a barbell behind the head). */
  before?: (joints: Joints, unit: number) => string;
  /** Drawn in front of the body (gloves, a kettlebell in the hands). */
  after?: (joints: Joints, unit: number) => string;
}

function mapJoints(joints: Joints, map: (point: Point) => Point): Joints {
  const side = (s: Joints['near']) => ({
    shoulder: map(s.shoulder),
    elbow: map(s.elbow),
    hand: map(s.hand),
    hip: map(s.hip),
    knee: map(s.knee),
    foot: map(s.foot),
  });
  return {
    head: map(joints.head),
    neck: map(joints.neck),
    hip: map(joints.hip),
    near: side(joints.near),
    far: side(joints.far),
  };
}

/** Scales the pose into the picture and draws it with its props, all in picture pixels. */
export function placeFigure(pose: Pose, placement: Placement, style: FigureStyle, props: FigureProps = {}) {
  const bodyJoints = skeleton(pose);
  const box = bounds(bodyJoints);
  const unit = Math.min(
    placement.height / (box.maxY - box.minY),
    (placement.maxWidth ?? Number.POSITIVE_INFINITY) / (box.maxX - box.minX),
  );
  const mirror = placement.flip ? -1 : 1;
  const centreX = (box.minX + box.maxX) / 2;
  const joints = mapJoints(bodyJoints, ([x, y]) => [
    placement.cx + mirror * (x - centreX) * unit,
    placement.bottom + (y - box.maxY) * unit,
  ]);
  const svg =
    (props.before?.(joints, unit) ?? '') +
    drawFigure(joints, style, unit, pose.frontal) +
    (props.after?.(joints, unit) ?? '');
  return { svg, joints, unit };
}
