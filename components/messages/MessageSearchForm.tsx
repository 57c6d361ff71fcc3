'use client';
/**
 * The private tab's search (portal.md sections 2 and 5) on the common search bar: publish date
 * range (default the last seven days), read state (placeholder 全部), subject keyword, and behind
 * 筛选 the publisher's code and name; query, clear, Enter searches. The rules are checked here with
 * the spec's texts, and again by the server.
 */
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { SearchBar, type SearchFilters } from '@/components/search-bar/SearchBar';
import type { SearchItem } from '@/components/search-bar/search-items';
import { checkSearch, defaultRange, type MessageSearch } from './search-rules';
import { useFeedback } from '@/components/feedback/feedback';

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function MessageSearchForm({ onSearch }: { onSearch: (s: MessageSearch) => void }) {
  const t = useTranslations('inbox.search');
  const { message } = useFeedback();
  const items = useMemo<SearchItem[]>(() => {
    const [start, end] = defaultRange();
    return [
      { type: 'TIME_AREA', code: 'publish', label: t('publishDate'), rangeCodes: ['publishStartDate', 'publishEndDate'], defaultValue: [dayjs(start), dayjs(end)] },
      {
        type: 'SELECT',
        code: 'readState',
        label: t('readState'),
        placeholder: t('all'),
        keyName: 'value',
        labelName: 'label',
        options: [
          { value: 'F', label: t('unread') },
          { value: 'T', label: t('read') },
        ],
      },
      { type: 'INPUT', code: 'titleKeyword', label: t('titleKeyword') },
      { type: 'INPUT', code: 'srcUsercode', label: t('srcUsercode') },
      { type: 'INPUT', code: 'srcUsername', label: t('srcUsername') },
    ];
  }, [t]);

  function submit(filters: SearchFilters) {
    const start = text(filters.publishStartDate);
    const end = text(filters.publishEndDate);
    const search: MessageSearch = {
      readState: filters.readState === 'T' || filters.readState === 'F' ? filters.readState : undefined,
      srcUsercode: text(filters.srcUsercode),
      srcUsername: text(filters.srcUsername),
      titleKeyword: text(filters.titleKeyword),
      range: start && end ? [start, end] : undefined,
    };
    const problem = checkSearch(search);
    if (problem) {
      void message.warning(t(problem));
      return;
    }
    onSearch(search);
  }

  return <SearchBar items={items} onSearch={submit} />;
}
