import { useOutletContext } from 'react-router-dom';
import type { Company } from '@founder/contracts';

/** The founder's company, given by the platform layout to every step (it renders steps only once there is one). */
export function usePlatformCompany(): Company {
  return useOutletContext<Company>();
}
