-- Media library (decision 626): existing posts and services get no alt text (empty items); the editor asks for it at
-- their next save, and the public pages keep their generated alt text until then.
-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "imageAlts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "imageAlts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "fileName" TEXT,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "width" INTEGER;
