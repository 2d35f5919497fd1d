/** A subcontractor picker (native select: fast with many companies, keyboard friendly). */
import { NativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { Local, SubcontractorRow } from '../../../../src-sync/index.js';

interface SubcontractorSelectProps extends NativeSelect.FieldProps {
  subcontractors: Local<SubcontractorRow>[];
  /** The empty choice's text, e.g. 'No subcontractor' or 'Not forwarded'. */
  emptyLabel: string;
}

export const SubcontractorSelect = forwardRef<HTMLSelectElement, SubcontractorSelectProps>(function SubcontractorSelect(
  { subcontractors, emptyLabel, ...field },
  ref,
) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field ref={ref} {...field}>
        <option value="">{emptyLabel}</option>
        {subcontractors.map((subcontractor) => (
          <option key={subcontractor.id} value={String(subcontractor.id)}>
            {subcontractor.company_name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
