// Loaded on demand by MotionLazy (motion.tsx), outside the first-load JavaScript.
import { domAnimation } from 'motion/react';

export default domAnimation;
