import { createContext } from 'react';
import { systemClock, type Clock } from '@founder/demo-engine';

/** The clock the idea tools read (the one of `libs/demo-engine`); real time unless a test provides another. */
export const ToolClockContext = createContext<Clock>(systemClock);
