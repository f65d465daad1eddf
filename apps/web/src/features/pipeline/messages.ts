import { defineMessages } from 'react-intl';

/**
 * The Pipeline screen's texts in English, the source of pipeline/locales/<language>.json. Ids start
 * with `pipeline.`; the tiles' figures are numbers, not messages.
 */
export const pipelineMessages = defineMessages({
  title: { id: 'pipeline.title', defaultMessage: 'Sales Pipeline' },
  subtitle: { id: 'pipeline.subtitle', defaultMessage: 'Track leads and opportunities through your sales funnel' },
  readyTitle: { id: 'pipeline.readyTitle', defaultMessage: 'Pipeline module is ready for implementation' },
  readyMessage: { id: 'pipeline.readyMessage', defaultMessage: 'Lead and opportunity tracking needs its backend APIs. Once they are connected, your sales funnel will appear here.' },
});

/** The figure tiles: label and caption of each. */
export const pipelineTileMessages = defineMessages({
  totalLeads: { id: 'pipeline.tile.totalLeads', defaultMessage: 'Total Leads' },
  totalLeadsCaption: { id: 'pipeline.tile.totalLeadsCaption', defaultMessage: 'Active leads' },
  opportunities: { id: 'pipeline.tile.opportunities', defaultMessage: 'Opportunities' },
  opportunitiesCaption: { id: 'pipeline.tile.opportunitiesCaption', defaultMessage: 'In pipeline' },
  conversionRate: { id: 'pipeline.tile.conversionRate', defaultMessage: 'Conversion Rate' },
  conversionRateCaption: { id: 'pipeline.tile.conversionRateCaption', defaultMessage: 'This month' },
  pipelineValue: { id: 'pipeline.tile.pipelineValue', defaultMessage: 'Pipeline Value' },
  pipelineValueCaption: { id: 'pipeline.tile.pipelineValueCaption', defaultMessage: 'Total value' },
});
