import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { CATEGORIES } from '#common/categories.ts';

/** One card per category, each a link to the catalogue filtered by it. */
export function FeaturedCategories() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title" className="container-page mt-14">
      <h2 id="categories-title" className="section-title">
        {t('home.featuredCategories')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`/products?category=${category}`}
              className="card flex flex-col items-center gap-3 p-4 text-center hover:border-brand-600 hover:shadow-md"
            >
              <img
                src={`/images/categories/${category}.svg`}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="h-20 w-20"
              />
              <span className="text-sm font-semibold text-slate-900">{t(`categories.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
