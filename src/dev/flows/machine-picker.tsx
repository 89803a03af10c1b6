import { type CatalogueEntry, machineCatalogue } from '@machines/catalogue';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  // Inherits the button's colour, so it reads on the chosen (filled) button too.
  live: css({ fontSize: 'xs', fontWeight: 'normal' }),
};

interface MachinePickerProps {
  selectedId: string;
  /** Machines running in the followed app tab. */
  liveIds: ReadonlySet<string>;
  onSelect: (entry: CatalogueEntry) => void;
}

/** Every machine of machines/catalogue.ts; the chosen one is drawn. */
export function MachinePicker({ selectedId, liveIds, onSelect }: MachinePickerProps) {
  return (
    <nav aria-label="Machines">
      <ul className={styles.list}>
        {machineCatalogue.map((entry) => {
          const selected = entry.id === selectedId;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={cx(button({ size: 'sm', variant: selected ? 'solid' : 'outline' }))}
                aria-current={selected ? 'page' : undefined}
                onClick={() => onSelect(entry)}
              >
                {entry.title}
                {liveIds.has(entry.id) && <span className={styles.live}> · running</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
