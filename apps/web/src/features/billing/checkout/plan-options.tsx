import type { Plan } from '@asinasin/contract';
import { Col, Radio, Row, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice, planTitle } from '../payment/plan-display';
import { PlanDescription } from './plan-description';

export interface PlanOptionsProps {
  plans: readonly Plan[];
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}

/** The plans as cards to choose from (SPEC §2, §3): title, price against the original, description. */
export function PlanOptions({ plans, value, onChange, disabled }: PlanOptionsProps) {
  const { t } = useTranslation('billing');
  const { token } = theme.useToken();
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      style={{ display: 'block' }}
      aria-label={t('payment.plans')}
    >
      <Row gutter={[12, 12]}>
        {plans.map((plan) => {
          const isChosen = plan.id === value;
          const hasSaving = plan.price > plan.discount;
          return (
            <Col key={plan.id} xs={24} sm={12} lg={8}>
              <div
                className="plan-option"
                data-chosen={isChosen}
                onClick={() => !disabled && onChange(plan.id)}
                style={{
                  background: token.colorBgContainer,
                  border: `1px solid ${isChosen ? token.colorPrimary : token.colorBorder}`,
                  boxShadow: isChosen ? `0 0 0 1px ${token.colorPrimary}` : undefined,
                }}
              >
                <Radio value={plan.id} className="plan-option-radio">
                  <span className="plan-option-title">{planTitle(plan)}</span>
                  {plan.kind === 'membership' && plan.level_text && (
                    <Tag color="gold" style={{ marginInlineStart: 8 }}>
                      {plan.level_text}
                    </Tag>
                  )}
                </Radio>
                <div className="plan-option-price">
                  <span className="plan-option-sale" style={{ color: token.colorError }}>
                    {formatPrice(plan.currency, plan.discount)}
                  </span>
                  {hasSaving && (
                    <Typography.Text delete type="secondary" className="plan-option-original">
                      {formatPrice(plan.currency, plan.price)}
                    </Typography.Text>
                  )}
                </div>
                {plan.module_names.length > 0 && (
                  <Typography.Text className="plan-option-modules" data-testid={`plan-modules-${plan.id}`}>
                    {t('payment.includes', { modules: plan.module_names.join(t('payment.listSeparator')) })}
                  </Typography.Text>
                )}
                <div style={{ color: token.colorTextSecondary }}>
                  <PlanDescription html={plan.data} className="plan-option-description" />
                </div>
              </div>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
}
