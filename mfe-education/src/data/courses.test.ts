import { formatGbp } from '@publisher/shared/domain/format';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { badgeLabel, COURSES, courseByYear, courseForPath, linkLabel, marketingPath, type Course } from './courses';

const year = (n: number): Course => {
  const course = courseByYear(n);
  if (!course) throw new Error(`Year ${n} is missing from the catalogue`);
  return course;
};

const educationPaths = new Set(ROUTES.map((r) => r.path));

describe('course catalogue', () => {
  it('lists Years 6 to 11 once each, in order', () => {
    expect(COURSES.map((c) => c.year)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('carries the spec prices', () => {
    expect(COURSES.map((c) => formatGbp(c.priceGbp))).toEqual([
      '£24.99',
      '£29.99',
      '£29.99',
      '£34.99',
      '£39.99',
      '£44.99',
    ]);
  });

  it('has Years 6 and 7 available and Years 8 to 11 coming soon', () => {
    expect(COURSES.filter((c) => c.available).map((c) => c.year)).toEqual([6, 7]);
  });

  it('gives every coming-soon course an expected date, and Year 6 its Q3 2024 page date', () => {
    for (const course of COURSES.filter((c) => !c.available)) expect(course.expectedDate).toBe('Q4 2025');
    expect(year(6).expectedDate).toBe('Q3 2024');
  });

  it('titles each course by its year', () => {
    for (const course of COURSES) expect(course.title).toBe(`Year ${course.year} Mathematics Workbook`);
  });

  it('links available courses to their product page and the others to their coming-soon page', () => {
    for (const course of COURSES) {
      const expected = course.available ? `/year${course.year}-maths` : `/education/year${course.year}`;
      expect(course.link).toBe(expected);
      expect(educationPaths.has(course.link)).toBe(true);
    }
  });

  it('sells exactly the available courses, through the publisher’s Gumroad store', () => {
    for (const course of COURSES) {
      if (course.available)
        expect(course.storeUrl).toBe(`https://ashgrovepress.gumroad.com/l/year${course.year}-maths`);
      else expect(course.storeUrl).toBeNull();
    }
  });

  it('gives every card a description and a short, distinct feature list', () => {
    for (const course of COURSES) {
      expect(course.description.length).toBeGreaterThan(40);
      expect(course.features.length).toBeGreaterThanOrEqual(3);
      expect(new Set(course.features).size).toBe(course.features.length);
    }
  });

  it('has a marketing route for every available course', () => {
    for (const course of COURSES.filter((c) => c.available))
      expect(educationPaths.has(marketingPath(course.year))).toBe(true);
  });
});

describe('card labels', () => {
  it('reads Available Now / Learn More for an available course', () => {
    expect(badgeLabel(year(6))).toBe('Available Now');
    expect(linkLabel(year(7))).toBe('Learn More');
  });

  it('reads Coming {date} / Get Notified for a coming-soon course', () => {
    const year9 = year(9);
    expect(badgeLabel(year9)).toBe('Coming Q4 2025');
    expect(linkLabel(year9)).toBe('Get Notified');
    expect(badgeLabel({ ...year9, expectedDate: 'Q2 2027' })).toBe('Coming Q2 2027');
  });
});

describe('courseForPath', () => {
  it('finds the course of each coming-soon route', () => {
    expect(courseForPath('/education/year6')?.year).toBe(6);
    expect(courseForPath('/education/year11/')?.year).toBe(11);
  });

  it('finds nothing for other paths', () => {
    expect(courseForPath('/education/year12')).toBeUndefined();
    expect(courseForPath('/education/year6-marketing')).toBeUndefined();
    expect(courseForPath('/year6-maths')).toBeUndefined();
  });
});
