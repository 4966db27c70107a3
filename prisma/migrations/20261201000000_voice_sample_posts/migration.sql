-- AlterTable
ALTER TABLE "brand_voices" ADD COLUMN     "sample_posts" TEXT[] DEFAULT ARRAY[]::TEXT[];
