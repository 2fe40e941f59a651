// The pose library: one entry per movement the site shows. Angles follow figure.ts
// (0 down, 90 forward, 180 up); side-view figures face right.
import type { Pose } from './figure';

const limb = (upper: number, lower: number) => ({ upper, lower });

export const poses = {
  standing: { torso: 180, nearArm: limb(8, 4), farArm: limb(-8, -4), nearLeg: limb(4, 0), farLeg: limb(-4, 0) },
  running: { torso: 162, head: 12, nearArm: limb(-62, 8), farArm: limb(52, 140), nearLeg: limb(62, -12), farLeg: limb(-28, -95) },
  sprint: { torso: 145, head: 25, nearArm: limb(75, 150), farArm: limb(-60, -20), nearLeg: limb(85, -5), farLeg: limb(-40, -55) },
  cycling: { torso: 128, head: 30, nearArm: limb(72, 95), farArm: limb(68, 92), nearLeg: limb(70, -12), farLeg: limb(40, 40) },
  meditation: {
    torso: 180,
    frontal: true,
    nearArm: limb(-16, -62),
    farArm: limb(16, 62),
    nearLeg: limb(-72, 84),
    farLeg: limb(72, -84),
  },
  boxing: { torso: 168, head: -4, nearArm: limb(88, 90), farArm: limb(50, 168), nearLeg: limb(24, 6), farLeg: limb(-26, -8) },
  karate: { torso: 172, nearArm: limb(90, 90), farArm: limb(-60, 150), nearLeg: limb(52, 0), farLeg: limb(-38, -40) },
  powerLift: {
    torso: 180,
    frontal: true,
    nearArm: limb(-150, 178),
    farArm: limb(150, -178),
    nearLeg: limb(-18, -6),
    farLeg: limb(18, 6),
  },
  squat: { torso: 150, nearArm: limb(60, 150), farArm: limb(55, 145), nearLeg: limb(88, -8), farLeg: limb(84, -12) },
  deadlift: { torso: 120, head: 30, nearArm: limb(0, 0), farArm: limb(4, 2), nearLeg: limb(40, -12), farLeg: limb(36, -14) },
  lunge: { torso: 180, nearArm: limb(24, 12), farArm: limb(-22, -14), nearLeg: limb(88, 0), farLeg: limb(-14, -88) },
  kettlebellSwing: { torso: 158, nearArm: limb(95, 95), farArm: limb(92, 92), nearLeg: limb(20, -5), farLeg: limb(14, -8) },
  boxJump: { torso: 160, head: 10, nearArm: limb(125, 160), farArm: limb(110, 145), nearLeg: limb(105, -10), farLeg: limb(95, -20) },
  doubleBiceps: {
    torso: 180,
    frontal: true,
    nearArm: limb(-98, -175),
    farArm: limb(98, 175),
    nearLeg: limb(-14, -4),
    farLeg: limb(14, 4),
  },
  highKick: { torso: 210, head: 18, nearArm: limb(125, 165), farArm: limb(-110, -130), nearLeg: limb(108, 110), farLeg: limb(-12, -4) },
  warrior: {
    torso: 180,
    frontal: true,
    nearArm: limb(-90, -90),
    farArm: limb(90, 90),
    nearLeg: limb(-62, -8),
    farLeg: limb(34, 6),
  },
  jumpingJack: {
    torso: 180,
    frontal: true,
    nearArm: limb(-138, -160),
    farArm: limb(138, 160),
    nearLeg: limb(-24, -20),
    farLeg: limb(24, 20),
  },
  pushUp: { torso: 100, head: 10, nearArm: limb(2, 0), farArm: limb(-2, -2), nearLeg: limb(-80, -82), farLeg: limb(-78, -80) },
  plank: { torso: 100, head: 10, nearArm: limb(10, 88), farArm: limb(8, 86), nearLeg: limb(-80, -82), farLeg: limb(-78, -80) },
  battleRopes: { torso: 150, nearArm: limb(70, 70), farArm: limb(55, 100), nearLeg: limb(48, -20), farLeg: limb(-20, -10) },
  tree: {
    torso: 180,
    frontal: true,
    nearArm: limb(-140, 150),
    farArm: limb(140, -150),
    nearLeg: limb(-2, 0),
    farLeg: limb(55, -105),
  },
  walking: { torso: 178, nearArm: limb(-22, -10), farArm: limb(24, 40), nearLeg: limb(22, 8), farLeg: limb(-22, -20) },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof poses;
