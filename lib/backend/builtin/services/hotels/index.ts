/** The hotel-information calls' services (lib/contracts/hotels.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { hotelCalls } from '@/lib/contracts/hotels';
import { cities, countries, districts, orgGroups, provinces, starOptions } from './choices';
import { hotelDetail, saveHotelDetail, saveHotelFacilities, saveHotelLngLat, saveHotelPositions, saveHotelRichInfo } from './hotel-info';

export const hotelHandlers: ConsoleHandlers<typeof hotelCalls> = {
  hotelDetail,
  saveHotelDetail,
  saveHotelFacilities,
  saveHotelPositions,
  saveHotelLngLat,
  saveHotelRichInfo,
  countries,
  provinces,
  cities,
  districts,
  starOptions,
  orgGroups,
};
