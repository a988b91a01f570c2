// The course catalogue's answer, checked against the contract; loaded on demand by use-course-indexes.ts.
import { z } from 'zod';
import { CourseIndexSchema } from '@lexam/contracts';

export const CourseIndexListSchema = z.array(CourseIndexSchema);
