#!/bin/sh
# Regenerates the sample videos and their posters (committed; the seed copies them to DATA_DIR/upload/sample/).
# Each: a 2 s bilingual title card, then 5 s of an ffmpeg test pattern with a caption; a quiet tone.
# H.264 (main, yuv420p, faststart) + AAC, 480x270, well under 300 KB. Needs ffmpeg with libfreetype and
# the Noto Sans CJK font (Debian: fonts-noto-cjk).
set -eu
cd "$(dirname "$0")"
FONT="Noto Sans CJK SC"

make() { # name, colour, pattern, tone Hz, Chinese title, English title
  name=$1 colour=$2 pattern=$3 tone=$4 zh=$5 en=$6
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=480x270:r=25:d=2" \
    -f lavfi -i "${pattern}=s=480x270:r=25:d=5" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:duration=7" \
    -filter_complex "\
[0:v]drawtext=font='${FONT}':text='${zh}':fontsize=30:fontcolor=white:x=(w-tw)/2:y=h/2-44,\
drawtext=font='${FONT}':text='${en}':fontsize=20:fontcolor=white:x=(w-tw)/2:y=h/2+6,\
drawtext=font='${FONT}':text='深度择校 · 示例视频 Sample video':fontsize=14:fontcolor=white@0.85:x=(w-tw)/2:y=h-40[card];\
[1:v]drawtext=font='${FONT}':text='${en}':fontsize=16:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=6:x=12:y=h-34[pat];\
[card][pat]concat=n=2:v=1:a=0,format=yuv420p[v];[2:a]volume=0.08[a]" \
    -map "[v]" -map "[a]" -c:v libx264 -profile:v main -preset veryslow -crf 31 -g 50 \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart "videos/${name}.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "videos/${name}.mp4" -frames:v 1 -q:v 5 "posters/${name}.jpg"
}

make campus-tour-toronto '#1f4e79' testsrc2 440 '多伦多校园参观' 'Campus tour in Toronto'
make ossd-explained '#7a3b00' smptehdbars 523 '三分钟看懂 OSSD' 'OSSD in three minutes'
make hk-international-schools '#0b5d4b' testsrc2 392 '香港国际学校开放日' 'Hong Kong school open day'
make boarding-life '#5b2a86' smptebars 349 '寄宿生的一天' 'A day as a boarder'
make shenzhen-open-day '#8a1538' testsrc2 587 '深圳国际学校探校' 'Visiting a Shenzhen school'
make university-application '#33475b' smptehdbars 466 '大学申请时间线' 'University application timeline'
ls -l videos posters
