import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectRegion } from '@tenant/bus';
import { regionChosen } from '@tenant/contracts';
import { isRegion, REGIONS } from '@tenant/domain';

/** The market switch (spec 1§2 Shell: Occupation only, no listing). */
export const RegionSwitch = () => {
  const { t } = useTranslation('chrome');
  const id = useId();
  const region = useSelector(selectRegion);
  const dispatch = useDispatch();
  return (
    <span>
      <label htmlFor={id}>{t('Region.Label')} </label>
      <select id={id} value={region} onChange={(event) => isRegion(event.target.value) && dispatch(regionChosen({ region: event.target.value }))}>
        {REGIONS.map((option) => (
          <option key={option} value={option}>
            {t(`Region.${option}`)}
          </option>
        ))}
      </select>
    </span>
  );
};
