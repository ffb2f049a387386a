import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { districts } from "~/db/schema";

export type DistrictOption = { id: number; cityId: string; nameAr: string; nameEn: string };

/** Every district, for the listing's district filter (grouped by city in the form). */
export async function listDistricts({ db }: { db: Db }): Promise<DistrictOption[]> {
  return db
    .select({
      id: districts.id,
      cityId: districts.cityId,
      nameAr: districts.nameAr,
      nameEn: districts.nameEn,
    })
    .from(districts)
    .orderBy(asc(districts.cityId), asc(districts.nameAr));
}
