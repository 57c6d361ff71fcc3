'use client';
/** The user list with its drawer and import: /user/user-list, /user/unit-user-list and the department pages' right side. */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ListPage } from '@/components/list-page/ListPage';
import type { TreeOption } from '@/components/list-page/types';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { loadUnitTree } from '@/components/console/pickers';
import type { UserRow } from '@/lib/contracts/users';
import dynamic from 'next/dynamic';
import { usersDeclaration, type UserDrawerTab, type UsersDeclarationOptions } from './users-declaration';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

// The user's drawer (tabs, grants, bindings) and the import dialog load when opened.
const UserDrawer = dynamic(() => import('./UserDrawer').then((m) => m.UserDrawer), { ssr: false });
const ImportUsers = dynamic(() => import('./ImportUsers').then((m) => m.ImportUsers), { ssr: false });
const UserSignInsModal = dynamic(() => import('./UserSignInsModal').then((m) => m.UserSignInsModal), { ssr: false });

export function UsersPanel({ list, query, title, banner }: { list: UsersDeclarationOptions['list']; query?: Record<string, unknown>; title?: ReactNode | null; banner?: ReactNode }) {
  const nc = useNameCode();
  const access = useConsoleAccess();
  const [drawer, setDrawer] = useState<{ row: UserRow; tab: UserDrawerTab } | null>(null);
  const [importing, setImporting] = useState(false);
  const [signIns, setSignIns] = useState<UserRow | null>(null);
  const [units, setUnits] = useState<TreeOption[]>([]);
  const [version, setVersion] = useState(0);
  const fixedUnit = typeof query?.unitId === 'number' ? query.unitId : undefined;
  useEffect(() => {
    if (access.adminMode) loadUnitTree(nc).then(setUnits, () => undefined);
  }, [access.adminMode]);
  const declaration = useMemo(
    () =>
      usersDeclaration({
        list,
        manyUnits: access.adminMode,
        ownUnitId: fixedUnit ?? access.unit.id,
        openDrawer: (row, tab) => setDrawer({ row, tab }),
        openImport: () => setImporting(true),
        openSignIns: (row) => setSignIns(row),
      }),
    [list, access.adminMode, access.unit.id, fixedUnit],
  );
  const importUnits = units.length ? units : [{ title: nc(access.unit.name, access.unit.code), value: access.unit.id }];
  return (
    <>
      <ListPage key={version} declaration={declaration} query={query} title={title} banner={banner} />
      {drawer && <UserDrawer user={drawer.row} tab={drawer.tab} onClose={() => setDrawer(null)} />}
      {signIns && <UserSignInsModal user={signIns} onClose={() => setSignIns(null)} />}
      {importing && (
        <ImportUsers
          units={importUnits}
          unitId={fixedUnit ?? access.unit.id}
          onClose={(imported) => {
            setImporting(false);
            if (imported) setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}
