import { describe, expect, it } from 'vitest';
import { createMatcher, scorePair, trainMatchModel } from './matcher.ts';
import { HAND_SET_MODEL, type MatchModel } from './model.ts';
import { generateMatchDataset, labelledPairs } from './testdata/matchDataset.ts';
import { DEFAULT_SAME_THRESHOLD, type LabelledPair, type MatchRecord } from './types.ts';

const record = (id: string, title: string, extra: Partial<MatchRecord> = {}): MatchRecord => ({ id, title, ...extra });

function f1(pairs: readonly LabelledPair[], model?: MatchModel): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const pair of pairs) {
    const same = scorePair(pair.left, pair.right, model ? { model } : {}).probability >= DEFAULT_SAME_THRESHOLD;
    if (same && pair.label === 1) tp++;
    else if (same) fp++;
    else if (pair.label === 1) fn++;
  }
  return (2 * tp) / (2 * tp + fp + fn);
}

describe('scorePair without training data', () => {
  it('finds the same product written the ways two shops write it', () => {
    const score = scorePair(record('a', 'Sony Bravia 40" LCD HDTV - KDL40V4100', { price: '999.99' }), record('b', 'Sony BRAVIA V Series KDL-40V4100 40-Inch LCD HDTV', { brand: 'Sony', price: '949.00' }));
    expect(score.result).toBe('SAME');
    expect(score.probability).toBeGreaterThanOrEqual(DEFAULT_SAME_THRESHOLD);
    expect(score.signals[0]).toMatchObject({ name: 'code', value: 1, detail: 'kdl40v4100 / kdl40v4100' });
  });
  it('calls the same GTIN the same product even when titles differ', () => {
    const score = scorePair(record('a', 'Bosch Akku-Bohrschrauber 12V', { gtin: '4006381333931' }), record('b', 'GSR 12V-15 Professional drill driver', { gtin: '04006381333931' }));
    expect(score.result).toBe('SAME');
  });
  it.each([
    ['screen size', 'Samsung QLED Q80C 55" Smart TV Black', 'Samsung QLED Q80C 65" Smart TV Black'],
    ['capacity', 'Apple iPhone 15 128 GB Black', 'Apple iPhone 15 256 GB Black'],
    ['colour', 'Apple iPhone 15 128 GB Black', 'Apple iPhone 15 128 GB Pink'],
    ['pack size', 'Brita Maxtra+ water filter cartridge 6-pack', 'Brita Maxtra+ water filter cartridge pack of 12'],
    ['clothing size', "Levi's 501 Original Jeans Size XL blue", "Levi's 501 Original Jeans Size XXL blue"],
    ['model number', 'Sony Bravia 40" LCD HDTV KDL-40V4100', 'Sony Bravia 40" LCD HDTV KDL-40V5100'],
    ['version', 'Adobe Photoshop Elements 8 for Windows', 'Adobe Photoshop Elements 9 for Windows'],
  ])('separates otherwise identical titles that differ in %s: SIMILAR, not SAME', (_what, a, b) => {
    const score = scorePair(record('a', a), record('b', b));
    expect(score.result).toBe('SIMILAR');
    expect(score.probability).toBeLessThan(0.75);
  });
  it('calls siblings of a product line similar although their GTINs differ, but not two products of one brand that merely share it', () => {
    const lux450 = record('a', 'Stirnlampe Lux 450', { brand: 'Lumara', gtin: '4006381333931', mpn: 'LU-LUX450' });
    const lux900 = record('b', 'Lumara Stirnlampe Lux 900 R', { brand: 'Lumara', gtin: '4012345678901', mpn: 'LU-LUX900R' });
    expect(scorePair(lux450, lux900).result).toBe('SIMILAR');
    const tent = record('c', 'Lumara Zelt Fjord 2', { brand: 'Lumara', gtin: '4012345000002', mpn: 'LU-FJ2' });
    const bag = record('d', 'Lumara Schlafsack Polar 800', { brand: 'Lumara', gtin: '4012345000019', mpn: 'LU-POL800' });
    expect(scorePair(tent, bag).result).toBe('NOT_SAME_OR_SIMILAR');
    // Without an equal brand, different GTINs stay different products.
    expect(scorePair(record('e', 'Stirnlampe Lux 450', { gtin: '4006381333931' }), record('f', 'Stirnlampe Lux 900 R', { gtin: '4012345678901' })).result).toBe('NOT_SAME_OR_SIMILAR');
  });
  it('calls unrelated products neither same nor similar, and defers when there is nothing to compare', () => {
    expect(scorePair(record('a', 'Bosch drill GSR 12V-15'), record('b', 'Nike Air Max 90 sneakers')).result).toBe('NOT_SAME_OR_SIMILAR');
    const empty = scorePair(record('a', '  '), record('b', 'Nike Air Max 90'));
    expect(empty).toMatchObject({ result: 'EVAL_DEFERRED', probability: 0 });
  });
  it('uses the product photo by its image weight: the same photo raises, another photo lowers', () => {
    const a = record('a', 'Tefal kettle 1.7 l', { imageHash: 'f0e1d2c3b4a59687' });
    const same = record('b', 'Tefal electric kettle 1.7 l', { imageHash: 'f0e1d2c3b4a59687' });
    const other = record('c', 'Tefal electric kettle 1.7 l', { imageHash: '0f1e2d3c4b5a6978' });
    const withSame = scorePair(a, same);
    const withOther = scorePair(a, other);
    expect(withSame.visualSimilarity).toBe(1);
    expect(withSame.probability).toBeGreaterThan(withOther.probability);
    expect(scorePair(a, same, { imageWeight: 0 }).probability).toBe(scorePair(a, other, { imageWeight: 0 }).probability);
  });
});

describe('the learned model', () => {
  const dataset = generateMatchDataset(11, 300);
  const train = labelledPairs(dataset, 'train');
  const test = labelledPairs(dataset, 'test');
  let fitted: MatchModel | null = null;
  // One fit for the tests below (fitting cross-validates two model kinds).
  const trainedModel = () => (fitted ??= trainMatchModel(train));

  it('fitted from labelled pairs is better on held-out pairs than the hand-set weights', () => {
    const model = trainedModel();
    expect(model.source).toBe(`trained on ${train.length} pairs`);
    expect(model.trainingF1).toBeGreaterThan(0.9);
    const trained = f1(test, model);
    expect(trained).toBeGreaterThan(0.9);
    expect(trained).toBeGreaterThan(f1(test));
    // The generated pairs have no GTINs and images: those keep their hand-set weights.
    expect(model.untrained).toEqual(expect.arrayContaining(['gtin', 'image']));
    const gtin = { gtin: '4006381333931' };
    const pair = test.find((p) => p.label === 0) as LabelledPair;
    expect(scorePair({ ...pair.left, ...gtin }, { ...pair.right, ...gtin }, { model }).result).toBe('SAME');
  });
  it('is plain JSON: a stored and reloaded model scores the same', () => {
    const model = trainedModel();
    const reloaded = JSON.parse(JSON.stringify(model)) as MatchModel;
    const pair = test[0] as LabelledPair;
    expect(scorePair(pair.left, pair.right, { model: reloaded }).probability).toBe(scorePair(pair.left, pair.right, { model }).probability);
    expect(() => scorePair(pair.left, pair.right, { model: { ...model, features: ['x'] } })).toThrow('train it again');
  });
  it('refuses too few labelled pairs or pairs of one label', () => {
    expect(() => trainMatchModel(train.slice(0, 5))).toThrow('at least 10');
    expect(() => trainMatchModel(train.filter((p) => p.label === 0))).toThrow('both labels');
  });
  it('scores whole tables with corpus statistics the same way for every pair', () => {
    const matcher = createMatcher(dataset.left, dataset.right);
    const pair = dataset.test[0] as { leftId: string; rightId: string };
    expect(matcher.probability(pair.leftId, pair.rightId)).toBe(matcher.score(pair.leftId, pair.rightId).probability);
    expect(() => matcher.score('nope', pair.rightId)).toThrow('unknown left id nope');
  });
});

describe('spec: human evaluations of discovery candidates improve the scorer', () => {
  it('given a company without labelled pairs, when people accept and decline candidates, the model trained on their decisions decides held-out candidates better', () => {
    // The company's evaluations: one shop's candidates, accepted (1) or declined (0) by people.
    const evaluations = labelledPairs(generateMatchDataset(23, 200), 'train');
    const heldOut = labelledPairs(generateMatchDataset(24, 200), 'test');
    const before = f1(heldOut, HAND_SET_MODEL);
    const after = f1(heldOut, trainMatchModel(evaluations));
    expect(after).toBeGreaterThan(before);
    expect(after).toBeGreaterThan(0.85);
  });
});
