import { API } from '@asinasin/contract';
import { Alert, Button, Card, Col, Form, Grid, Row, Skeleton, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useGeneration, type GenerationKind } from '../api/listing-calls';
import { CopyResult } from './copy-result';
import { DEFAULT_VALUES, GenerationForm, type GenerationValues } from './generation-form';
import { HistoryPanel } from './history-panel';
import { ListingResult } from './listing-result';
import { StreamPanel } from './stream-panel';
import { useGenerationStream } from './use-generation-stream';

const PATHS: Record<GenerationKind, string> = {
  listing: API.listingGenerate,
  copywriting: API.copywritingGenerate,
};

/** `?id=` names the generation on screen, so a reopened one survives a reload and can be linked. */
function useOpenId(): [number | undefined, (id: number | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const setId = (next: number | undefined) =>
    setSearch(next ? { id: String(next) } : {}, { replace: next === undefined });
  return [id, setId];
}

/**
 * The generate screen of a kind (listing or copywriting): the form, the streamed text, the
 * editable result, and the history tab to reopen, copy and delete earlier ones.
 */
export function GenerationWorkspace({ kind }: { kind: GenerationKind }) {
  const { t } = useTranslation('listing');
  const [form] = Form.useForm<GenerationValues>();
  const [tab, setTab] = useState<'generate' | 'history'>('generate');
  const [openId, setOpenId] = useOpenId();
  const stream = useGenerationStream(PATHS[kind]);
  const opened = useGeneration(openId);
  const filledFor = useRef<number | undefined>(undefined);
  const resultRef = useRef<HTMLDivElement>(null);
  const screens = Grid.useBreakpoint();

  // A reopened generation brings its inputs back into the form, so it can be generated again.
  useEffect(() => {
    const generation = opened.data;
    if (!generation || filledFor.current === generation.id) return;
    filledFor.current = generation.id;
    form.setFieldsValue({ ...DEFAULT_VALUES, ...generation.input });
  }, [opened.data, form]);

  // A refusal naming a field (one the offline generator cannot translate) is shown beside it too.
  const refused = stream.state.status === 'failed' ? stream.state : undefined;
  useEffect(() => {
    if (refused?.field && refused.message) {
      form.setFields([{ name: refused.field as keyof GenerationValues, errors: [refused.message] }]);
    }
  }, [refused?.field, refused?.message, form]);

  const onStart = async (values: GenerationValues) => {
    const { kind: copyKind, ...input } = values;
    if (!screens.lg) resultRef.current?.scrollIntoView({ block: 'start' });
    const generation = await stream.start(kind === 'copywriting' ? { ...input, kind: copyKind } : input);
    if (generation) {
      filledFor.current = generation.id;
      setOpenId(generation.id);
    }
  };

  const onOpen = (id: number) => {
    stream.reset();
    setOpenId(id);
    setTab('generate');
  };

  const isStreaming = stream.state.status === 'streaming';
  const showStream = isStreaming || stream.state.status === 'failed' || openId === undefined;

  let result;
  if (showStream) {
    result = <StreamPanel state={stream.state} onRetry={() => form.submit()} />;
  } else if (opened.isPending) {
    result = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (opened.isError) {
    result = (
      <Alert
        type="error"
        showIcon
        title={t('listing.edit.loadError')}
        description={errorMessage(opened.error)}
        action={
          <Button size="small" onClick={() => setOpenId(undefined)}>
            {t('common.close')}
          </Button>
        }
      />
    );
  } else {
    const Result = opened.data.kind === 'copywriting' ? CopyResult : ListingResult;
    result = <Result key={`${opened.data.id}-${opened.data.updatedAt}`} generation={opened.data} />;
  }

  const generate = (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10} xxl={9}>
        <Card>
          <GenerationForm
            form={form}
            isStreaming={isStreaming}
            onStart={(v) => void onStart(v)}
            onStop={stream.stop}
            withKind={kind === 'copywriting'}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14} xxl={15}>
        <div ref={resultRef} style={{ scrollMarginTop: 72 }}>
          <Card title={t('listing.edit.resultTitle')} data-testid="result-card">
            {result}
          </Card>
        </div>
      </Col>
    </Row>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as 'generate' | 'history')}
      items={[
        { key: 'generate', label: t('listing.edit.tabGenerate'), children: generate },
        {
          key: 'history',
          label: t('listing.edit.tabHistory'),
          children: (
            <Card>
              <HistoryPanel
                kind={kind}
                onOpen={onOpen}
                onDeleted={(id) => id === openId && setOpenId(undefined)}
              />
            </Card>
          ),
        },
      ]}
    />
  );
}
