/**
 * The block catalogue: every page block with realistic sample content, for designers, reviewers
 * and the screenshots in docs/blocks.md. A developer tool served only with BLOCK_CATALOGUE=1; its
 * sample text is English on purpose (pages get their copy from messages, ADR 008).
 */
import type { ReactNode } from 'react'
import { Button, LinkButton } from '../components/ui/button'
import { routeLink } from '../lib/route-path'
import { Section } from '../components/ui/section'
import { ArticleList } from './article-list/article-list'
import { CaseStrip } from './case-strip/case-strip'
import { CtaBand } from './cta-band/cta-band'
import { FeatureGrid } from './feature-grid/feature-grid'
import { FiguresStrip } from './figures-strip/figures-strip'
import { Gallery } from './gallery/gallery'
import { Hero } from './hero/hero'
import { MediaAndText } from './media-and-text/media-and-text'
import { SpecTable } from './spec-table/spec-table'
import { LayerDiagram } from './layer-diagram/layer-diagram'
import { layoutDiagram } from './layer-diagram/layout'
import { Timeline } from './timeline/timeline'

const art = (kind: string, n: number, alt: string) => ({
  src: `/cms/media/${kind}-${n}.svg`,
  width: 1200,
  height: 675,
  alt,
})

function Entry({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-catalogue-block={name} className="border-b border-dashed border-slate-300">
      <p className="container-site pt-6 font-mono text-xs text-slate-500">{name}</p>
      {children}
    </div>
  )
}

export function BlockCatalogue() {
  return (
    <>
      <Entry name="hero">
        <Hero
          eyebrow="Intralogistics automation"
          heading="Warehouses and factories that keep moving"
          lead="Stacker cranes, AGVs, four-way shuttles and the software that runs them, designed, built and serviced by one engineering team since 2003."
          actions={
            <>
              <Button size="lg">Talk to an engineer</Button>
              <LinkButton href="#cases" variant="on-dark" size="lg">
                See case studies
              </LinkButton>
            </>
          }
          image={art('stacker', 1, 'A high-bay warehouse served by stacker cranes')}
        />
      </Entry>
      <Entry name="figures-strip">
        <Section tone="muted" heading="Starbridge in figures">
          <FiguresStrip
            items={[
              { value: '2,600', label: 'Employees' },
              { value: '1,200+', label: 'Systems delivered in 30+ industries' },
              { value: '480+', label: 'Patents and software copyrights' },
              { value: '18', label: 'Service hubs in China and abroad' },
            ]}
          />
        </Section>
      </Entry>
      <Entry name="feature-grid">
        <Section eyebrow="Why Starbridge" heading="One partner from layout to lifetime service">
          <FeatureGrid
            items={[
              {
                title: 'Simulation before steel',
                text: 'Every layout is proven in a digital twin against your order profile before a single rack is ordered.',
              },
              {
                title: 'Our own hardware',
                text: 'Stacker cranes, shuttles and AGVs built in our Shenzhen plant, with spare parts held in 12 regional hubs.',
              },
              {
                title: 'Software that integrates',
                text: 'WMS, WCS and fleet control with ready connectors for SAP, Oracle and the major MES platforms.',
              },
            ]}
          />
        </Section>
      </Entry>
      <Entry name="spec-table">
        <Section heading="Latent lifting AGV range">
          <SpecTable
            caption="Technical data, latent lifting AGVs"
            fieldLabel="Parameter"
            models={['SB-L600', 'SB-L1000', 'SB-L1500', 'SB-L3000']}
            groups={[
              {
                heading: 'Load and lifting',
                rows: [
                  { label: 'Rated load', unit: 'kg', values: ['600', '1,000', '1,500', '3,000'] },
                  { label: 'Lift height', unit: 'mm', values: ['60', '60', '80', '90'] },
                ],
              },
              {
                heading: 'Motion and navigation',
                rows: [
                  { label: 'Travel speed', unit: 'm/s', values: ['1.8', '1.5', '1.5', '1.2'] },
                  { label: 'Positioning accuracy', unit: 'mm', values: ['±10', '±10', '±5', '±5'] },
                  {
                    label: 'Navigation',
                    values: ['QR code', 'QR code', 'Laser SLAM', 'Laser SLAM'],
                  },
                ],
              },
              {
                heading: 'Power and safety',
                rows: [
                  {
                    label: 'Battery',
                    values: ['LiFePO4 48 V', 'LiFePO4 48 V', 'LiFePO4 48 V', 'LiFePO4 72 V'],
                  },
                  { label: 'Safety rating', values: ['PL d', 'PL d', 'PL d', 'PL d'] },
                ],
              },
            ]}
          />
        </Section>
      </Entry>
      <Entry name="layer-diagram">
        <Section heading="How the system fits together">
          <LayerDiagram
            layout={layoutDiagram({
              title: 'Architecture of an automated distribution centre',
              description: 'Orders flow from the ERP through the WMS and WCS to the equipment.',
              rows: [
                { nodes: ['ERP · TMS · shop'] },
                { nodes: ['StarOS WMS Cloud', 'StarWCS Control'] },
                {
                  nodes: ['Inbound dock', 'Pallet AS/RS', 'Goods-to-person', 'Sorter', 'Shipping'],
                  flow: true,
                  tone: 'field',
                },
              ],
              aside: ['Digital Twin Studio', 'Insight BI'],
              legend: { goods: 'Goods flow', data: 'Data and control' },
            })}
          />
        </Section>
      </Entry>
      <Entry name="media-and-text">
        <Section tone="muted">
          <MediaAndText
            image={art('control-room', 2, 'Operators monitoring a warehouse in a control room')}
            heading="StarWCS: every motor, one view"
            paragraphs={[
              'The warehouse control system sequences cranes, shuttles, conveyors and AGVs in real time, balancing throughput against energy use.',
            ]}
            bullets={[
              'Sub-second task dispatch',
              'Live 3D view of the site',
              'Open API to your WMS',
            ]}
          />
        </Section>
      </Entry>
      <Entry name="timeline">
        <Section heading="Milestones">
          <Timeline
            label="Milestones 2003 to 2026"
            items={[
              {
                year: '2003',
                title: 'Founded in Shenzhen',
                text: 'Conveyors and sorting lines for tobacco distribution centres.',
              },
              {
                year: '2011',
                title: 'First stacker crane',
                text: 'A 32 m double-mast crane for a pharmaceutical distributor.',
              },
              {
                year: '2016',
                title: 'Listed on ChiNext',
                text: 'Stock code 300532; R&D centre opens in Wuhan.',
              },
              {
                year: '2024',
                title: '1,000th system',
                text: 'A lithium-battery plant with 160 AGVs under one fleet scheduler.',
              },
            ]}
          />
        </Section>
      </Entry>
      <Entry name="gallery">
        <Section tone="muted" heading="Certificates and honours">
          <Gallery
            images={[
              { ...art('report', 1, 'ISO 9001 certificate'), caption: 'ISO 9001:2015' },
              { ...art('report', 2, 'ISO 14001 certificate'), caption: 'ISO 14001:2015' },
              { ...art('report', 3, 'ISO 45001 certificate'), caption: 'ISO 45001:2018' },
              { ...art('report', 4, 'CE machinery declaration'), caption: 'CE Machinery' },
            ]}
            labels={{
              open: (caption) => `Enlarge: ${caption}`,
              close: 'Close',
              previous: 'Previous',
              next: 'Next',
              position: (index, total) => `${index} / ${total}`,
            }}
          />
        </Section>
      </Entry>
      <Entry name="case-strip">
        <Section id="cases" heading="Case studies">
          <CaseStrip
            emptyText="No case studies yet."
            items={[
              {
                link: routeLink('/$lang/caseDetails', { lang: 'en' }, { id: 1 }),
                title: 'Cold store for a dairy group',
                summary:
                  'A −25 °C AS/RS with 18,000 pallet locations and 42 pallets an hour per aisle.',
                industry: 'Cold chain',
                image: art('cold-store', 1, ''),
              },
              {
                link: routeLink('/$lang/caseDetails', { lang: 'en' }, { id: 2 }),
                title: 'AGV fleet for a battery plant',
                summary: '160 latent lifting AGVs feed 24 cell lines around the clock.',
                industry: 'New energy',
                image: art('agv', 3, ''),
              },
              {
                link: routeLink('/$lang/caseDetails', { lang: 'en' }, { id: 3 }),
                title: 'E-commerce sortation hub',
                summary: 'A cross-belt sorter handling 24,000 parcels an hour at peak.',
                industry: 'Retail and e-commerce',
                image: art('sorter', 2, ''),
              },
            ]}
          />
        </Section>
      </Entry>
      <Entry name="article-list">
        <Section tone="muted" heading="News">
          <ArticleList
            emptyText="No news yet."
            items={[
              {
                link: routeLink('/$lang/aboutUs/journalism/$articleId', {
                  lang: 'en',
                  articleId: 1,
                }),
                title: 'New R&D centre opens in Wuhan',
                date: '2026-10-12',
                dateLabel: 'Oct 12, 2026',
                summary:
                  'Three hundred engineers for fleet software and digital twins under one roof.',
              },
              {
                link: routeLink('/$lang/aboutUs/journalism/$articleId', {
                  lang: 'en',
                  articleId: 2,
                }),
                title: 'Starbridge at CeMAT Asia 2026',
                date: '2026-09-03',
                dateLabel: 'Sep 3, 2026',
                summary: 'Live demonstration of the four-way shuttle with 2 m/s travel speed.',
              },
            ]}
          />
        </Section>
      </Entry>
      <Entry name="cta-band">
        <CtaBand
          heading="Plan your next warehouse with us"
          text="Send us your throughput and SKU profile; we answer with a layout and a budget in ten working days."
          action={<Button size="lg">Talk to an engineer</Button>}
        />
      </Entry>
    </>
  )
}
